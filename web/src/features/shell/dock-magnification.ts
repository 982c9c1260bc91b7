/** Dock icon sizes in px (SPEC §9); touch screens keep the base size. */
export const DOCK_SIZES = { base: 40, magnified: 60, touchMagnified: 40, distance: 140 } as const;

type MagnifyOptions = { base: number; magnified: number; distance: number };

/** Icon size for a pointer `offset` px away from the icon's centre: linear falloff over `distance`. */
export function magnifiedSize(offset: number, { base, magnified, distance }: MagnifyOptions): number {
  const away = Math.abs(offset);
  if (away >= distance) return base;
  return base + (magnified - base) * (1 - away / distance);
}
