export interface MemberGroupsTable {
  id: number;
  nombre: string;
  updated_at: Date;
}

export interface MemberGroupUsersTable {
  group_id: number;
  user_id: string;
}

export interface MemberGroupPlansTable {
  group_id: number;
  plan_id: number;
}
