import type { FamilyMember, FamilyQuestion, Perspective } from '#shared/family.ts';
import type { FamilyMemberRow, FamilyQuestionRow, PerspectiveRow } from './family.repository.ts';
import { refOf } from './family.repository.ts';

export function toFamilyMember(row: FamilyMemberRow): FamilyMember {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    state: row.memberId ? 'active' : 'invited',
    name: row.memberId ? name || row.email : null,
    invitedAt: new Date(row.invitedAt).toISOString(),
    acceptedAt: row.acceptedAt ? new Date(row.acceptedAt).toISOString() : null,
  };
}

export function toFamilyQuestion(row: FamilyQuestionRow): FamilyQuestion {
  return {
    id: row.id,
    askerName: row.askerName,
    text: row.text,
    askedAt: new Date(row.askedAt).toISOString(),
    answeredBy: refOf(row),
  };
}

export function toPerspective(row: PerspectiveRow, viewerId: string): Perspective | null {
  const memory = refOf(row);
  if (!memory) return null;
  return {
    id: row.id,
    memory,
    authorName: row.authorName,
    text: row.text,
    createdAt: new Date(row.createdAt).toISOString(),
    mine: row.authorId === viewerId,
  };
}
