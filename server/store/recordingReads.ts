import { sql, type Selectable } from 'kysely';
import type { SandboxDatabase } from '../db/open';
import type { Schema } from '../db/schema';
import { queriesOf } from './namedQueries';

export type RecordingRow = Selectable<Schema['recordings']>;

export interface StoredChunk {
  page: number;
  chunk: number;
  body: Buffer;
}

export interface RecordingView {
  agentId: string;
  agentName: string;
  viewedAt: number;
}

/** The agents' side of field recordings: lists, a recording's chunks in order, and the log of views. */
export function createRecordingReads(database: SandboxDatabase) {
  const { db } = database;
  const named = queriesOf(database, 'recordings');
  const byId = named('byId', (p: { id: string }) => db.selectFrom('recordings').selectAll().where('id', '=', p.id));
  const ofCustomerInCompany = named('ofCustomerInCompany', (p: { customerId: string; companyId: string }) =>
    db
      .selectFrom('recordings')
      .innerJoin('products', 'products.id', 'recordings.product_id')
      .selectAll('recordings')
      .where('recordings.customer_id', '=', p.customerId)
      .where('products.company_id', '=', p.companyId)
      .orderBy('recordings.started_at', 'desc')
      .orderBy('recordings.id', 'desc')
      .limit(sql.lit(100)),
  );
  const companyOf = named('companyOf', (p: { id: string }) =>
    db
      .selectFrom('recordings')
      .innerJoin('products', 'products.id', 'recordings.product_id')
      .select('products.company_id as companyId')
      .where('recordings.id', '=', p.id),
  );
  const chunksOf = named('chunksOf', (p: { id: string }) =>
    db
      .selectFrom('recording_chunks')
      .select(['page', 'chunk', 'body'])
      .where('recording_id', '=', p.id)
      .orderBy('page')
      .orderBy('chunk'),
  );
  const insertView = named('insertView', (p: { id: string; agentId: string; at: number }) =>
    db
      .insertInto('recording_views')
      .values({ recording_id: p.id, agent_id: p.agentId, viewed_at: p.at })
      .onConflict((conflict) => conflict.columns(['recording_id', 'viewed_at', 'agent_id']).doNothing()),
  );
  const viewsOf = named('viewsOf', (p: { id: string }) =>
    db
      .selectFrom('recording_views')
      .innerJoin('users', 'users.id', 'recording_views.agent_id')
      .select([
        'recording_views.agent_id as agentId',
        'users.nickname as agentName',
        'recording_views.viewed_at as viewedAt',
      ])
      .where('recording_views.recording_id', '=', p.id)
      .orderBy('recording_views.viewed_at', 'desc'),
  );

  return {
    findById: (id: string): Promise<RecordingRow | undefined> => byId.first({ id }),
    /** The company whose product the recording was made in. */
    companyOf: async (id: string): Promise<string | undefined> => (await companyOf.first({ id }))?.companyId,
    /** A customer's recordings in the company's products, newest first, at most 100. */
    ofCustomerInCompany: (customerId: string, companyId: string): Promise<RecordingRow[]> =>
      ofCustomerInCompany.all({ customerId, companyId }),
    chunksOf: (id: string): Promise<StoredChunk[]> => chunksOf.all({ id }),
    addView: (id: string, agentId: string, at: number): Promise<number> => insertView.run({ id, agentId, at }),
    /** Newest first. */
    viewsOf: (id: string): Promise<RecordingView[]> => viewsOf.all({ id }),
  };
}
