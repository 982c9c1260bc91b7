#!/usr/bin/env bash
# Builds the two base images the Docker path needs from Debian's packages, for machines that reach a Debian mirror
# and the npm registry but no image registry (where `docker pull node:20…` / `postgres:15…` cannot work):
#   pulso/node:20-debian      Debian trixie's Node 20 with npm from the npm registry and a `node` user (uid 1000),
#                             as the official node image has: the Dockerfile's NODE_IMAGE build argument.
#   pulso/postgres:15-debian  Debian bookworm's PostgreSQL 15 behind an entrypoint with the official image's
#                             interface (scripts/docker/postgres-entrypoint.sh): POSTGRES_IMAGE for compose and
#                             TEST_POSTGRES_IMAGE for the integration suite's Testcontainers.
# An image that already exists is kept (delete it to rebuild). Needs root, debootstrap and a running Docker engine.
set -euo pipefail
cd "$(dirname "$0")/../.."

NODE_IMAGE=${NODE_IMAGE:-pulso/node:20-debian}
POSTGRES_IMAGE=${POSTGRES_IMAGE:-pulso/postgres:15-debian}
MIRROR=${DEBIAN_MIRROR:-$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

exists() { docker image inspect "$1" >/dev/null 2>&1; }

# Documentation, manuals, locales other than C and apt's lists are not needed to run a server.
slim() {
  rm -rf "$1"/usr/share/doc/* "$1"/usr/share/man/* "$1"/usr/share/info/* "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*
  find "$1"/usr/share/locale -mindepth 1 -maxdepth 1 ! -name 'C*' -exec rm -rf {} + 2>/dev/null || true
}

if ! exists "$NODE_IMAGE"; then
  echo "building $NODE_IMAGE from Debian trixie ($MIRROR)"
  root="$work/node"
  debootstrap --variant=minbase --include=nodejs,ca-certificates trixie "$root" "$MIRROR" >"$work/node.log" \
    || { tail -n 30 "$work/node.log"; exit 1; }
  # Debian's npm package does not configure inside debootstrap; npm itself comes from the npm registry.
  npm_tgz=$(cd "$work" && npm pack --silent "npm@$(npm -v)")
  mkdir -p "$root/usr/local/lib/node_modules/npm"
  tar -xzf "$work/$npm_tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  chroot "$root" useradd --uid 1000 --user-group --create-home --shell /bin/bash node
  slim "$root"
  tar -C "$root" -c . | docker import \
    -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    -c 'CMD ["node"]' - "$NODE_IMAGE" >/dev/null
fi

if ! exists "$POSTGRES_IMAGE"; then
  echo "building $POSTGRES_IMAGE from Debian bookworm ($MIRROR)"
  root="$work/postgres"
  debootstrap --variant=minbase --include=postgresql-15 bookworm "$root" "$MIRROR" >"$work/postgres.log" \
    || { tail -n 30 "$work/postgres.log"; exit 1; }
  install -m 0755 scripts/docker/postgres-entrypoint.sh "$root/usr/local/bin/docker-entrypoint.sh"
  slim "$root"
  tar -C "$root" -c . | docker import \
    -c 'ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    -c 'ENV PGDATA=/var/lib/postgresql/data' \
    -c 'VOLUME /var/lib/postgresql/data' \
    -c 'EXPOSE 5432' \
    -c 'ENTRYPOINT ["docker-entrypoint.sh"]' \
    -c 'CMD ["postgres"]' - "$POSTGRES_IMAGE" >/dev/null
fi

docker image ls --format '{{.Repository}}:{{.Tag}}  {{.Size}}' | grep -E "^(${NODE_IMAGE}|${POSTGRES_IMAGE}) "
