import type { Db } from '../db/database';
import type { SessionData } from '../store/sessions';

/**
 * Changes the stored data of every session, as a test sets up a cart that the API would refuse
 * to build (through the query builder, so it runs on either engine).
 *
 * @param db - the server's database
 * @param change - edits one session's data in place
 */
export async function editStoredSessions(
  db: Db,
  change: (data: SessionData) => void,
): Promise<void> {
  const sessions = await db.selectFrom('sessions').select(['id', 'data']).execute();
  for (const session of sessions) {
    const data = JSON.parse(session.data) as SessionData;
    change(data);
    await db
      .updateTable('sessions')
      .set({ data: JSON.stringify(data) })
      .where('id', '=', session.id)
      .execute();
  }
}
