/** A row of public.identity_users as the pg driver returns it. */
export interface UserRow {
  id: string;
  email: string;
  full_name: string;
  password_hash: string | null;
  google_sub: string | null;
  photo: string | null;
  dob: string | Date | null;
  gender: string | null;
  roles: string[];
  status: 'active' | 'deactivated';
  created_at: Date;
}

export const USER_COLUMNS = 'id, email, full_name, password_hash, google_sub, photo, dob, gender, roles, status, created_at';

/** The public face of a user (never the password hash or Google subject). */
export function userView(u: UserRow) {
  const dob = u.dob instanceof Date ? u.dob.toISOString().slice(0, 10) : u.dob;
  return {
    _id: u.id,
    id: u.id,
    fullName: u.full_name,
    userName: u.full_name,
    email: u.email,
    photo: u.photo,
    dob,
    gender: u.gender,
    createdAt: u.created_at.toISOString(),
  };
}

export const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
