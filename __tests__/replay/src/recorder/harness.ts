/**
 * Replays a recording's server side against a fresh store (jsdom, jest fake timers, mock-socket):
 * the recorded incoming frames come from a mock-socket server, the recorded REST responses from a
 * fake fetch, the recorded user intents are dispatched again at their recorded times, and every frame
 * and request the client sends is checked against the recording. Rules (also in the report):
 *
 * - Time: fake timers start at the recording's `startedAt`; the replay clock is advanced to each
 *   entry's `t`, so the client's own timers (ping 3 s, reconnect 3 s, resend check 1 s / 3 s) fire
 *   as recorded. An expected client output (frame, REST request, connection attempt) may come up to
 *   TOLERANCE_MS after its recorded time (the clock is stepped until it does) and must not come more
 *   than TOLERANCE_MS before it.
 * - Ids: client_msg_id, msg_incr, incr and server_msg_id are volatile. Matching a live frame against
 *   a recorded one maps recorded id → live id (a recorded id already mapped must match its live id);
 *   the map is applied to later recorded incoming frames and REST bodies, so acknowledgements and
 *   replies refer to the live ids. send_time, time_zone and other timestamps are compared for
 *   presence only. A JSON `content` string is compared as JSON.
 * - Pings are timer-driven noise: they are not matched in order. Each live ping is answered like the
 *   recorded ping of the same rank (answered or swallowed), and the live count may differ from the
 *   recorded count by at most one per connection.
 * - REST: a live request matches the first unused recorded request with the same method, path, query
 *   and body (ids mapped back, secrets redacted on both sides); it is answered with the recorded
 *   status and body at the time the recorded response came.
 * - Intents (what the user or the host page did) are the recorded actions of INTENTS, rebuilt through
 *   their real action creators (so fresh ids, and any change to what they build, is seen); the route
 *   guard is run again where the recording shows `session/identityParamsSeen`, and a lazily loaded
 *   feature is loaded again where it shows `app/featureLoaded`.
 */
import { Server, WebSocket as MockWebSocket, type Client } from 'mock-socket';
import { api } from '../../../../src/api/api';
import { createRouteGuard } from '../../../../src/app/guard/routeGuardLoader';
import { createAppStore, type AppStore, type RootState } from '../../../../src/app/store';
import { TEST_STORE_OPTIONS } from '../../../support/storeOptions';
import { lazyFeatures, isLazyFeatureName } from '../../../../src/app/lazyFeatures';
import {
  aiQuestionSubmitted,
  conversationSeen,
  draftEdited,
  groupMessageSubmitted,
  messageResent,
  messagesSeen,
} from '../../../../src/features/chat/state/chatActions';
import { messageLeftForAgents } from '../../../../src/features/chat/reception/receptionActions';
import {
  evaluationDismissed,
  evaluationOpened,
  sessionEndedByCustomer,
  sessionEndedWithEvaluation,
  type EvaluationAnswers,
} from '../../../../src/features/evaluation/evaluationActions';
import { evaluationApi } from '../../../../src/features/evaluation/evaluationApi';
import { initialEvaluationState } from '../../../../src/features/evaluation/evaluationSlice';
import { initialWorkOrdersState } from '../../../../src/features/workOrders/workOrdersSlice';
import {
  withdrawOrderToggled,
  workOrderFormClosed,
  workOrderFormOpened,
  type FormRequest,
} from '../../../../src/features/workOrders/workOrderActions';
import {
  workOrdersApi,
  type DraftRequest,
  type WorkOrderFilingBody,
} from '../../../../src/features/workOrders/workOrdersApi';
import type { Evaluation } from '../../../../src/protocol/entities';
import type { PendingMessage } from '../../../../src/features/chat/model/chatMessage';
import { conversationMessages } from '../../../../src/features/chat/state/messagesSlice';
import { storedMessages, type MessageStore } from '../../../../src/features/chat/model/messageStore';
import { createCredentialVault } from '../../../../src/session/credentialVault';
import { identityRequired, type SessionState } from '../../../../src/session/sessionSlice';
import { memoryStore } from '../../../../src/lib/storage';
import type { QuickQuestion, WireMessage } from '../../../../src/protocol/entities';
import { disconnectRequested } from '../../../../src/realtime/socketActions';
import { createRedactor } from '../../../../src/recorder/redact';
import type { Recording, RecordingEntry } from '../../../../src/recorder/recordingFormat';

export const TOLERANCE_MS = 1500;
const STEP_MS = 10;
const API_BASE = 'http://replay.test';
const SOCKET_BASE = 'ws://replay.test';
const ID_KEYS = new Set(['client_msg_id', 'msg_incr', 'incr', 'server_msg_id']);
const TIME_KEYS = new Set([
  'send_time',
  'time_zone',
  'timestamp',
  'sentAt',
  'at',
  'time',
  'create_time',
  'update_time',
]);
/** Recorded actions that came from outside the client (user, host page) and are dispatched again. */
export const INTENTS = new Set([
  'app/featureLoaded',
  'session/identityParamsSeen',
  'session/identityRequired',
  'chat/aiQuestionSubmitted',
  'chat/conversationSeen',
  'chat/messagesSeen',
  'chat/draftEdited',
  'chat/groupMessageSubmitted',
  'chat/messageLeftForAgents',
  'reception/evaluationOpened',
  'reception/evaluationDismissed',
  'reception/sessionEndedByCustomer',
  'reception/sessionEndedWithEvaluation',
  'workOrders/withdrawOrderToggled',
  'workOrders/formOpened',
  'workOrders/formClosed',
  'connection/disconnectRequested',
]);
/** REST mutations the user starts (a button, leaving a field), started again from their recorded arguments. */
const USER_MUTATIONS: Readonly<Record<string, (store: AppStore, args: unknown) => void>> = {
  submitEvaluation: (store, args) =>
    void store.dispatch(evaluationApi.endpoints.submitEvaluation.initiate(args as Evaluation)),
  workOrderDraft: (store, args) =>
    void store.dispatch(workOrdersApi.endpoints.workOrderDraft.initiate(args as DraftRequest)),
  submitWorkOrder: (store, args) =>
    void store.dispatch(workOrdersApi.endpoints.submitWorkOrder.initiate(args as WorkOrderFilingBody)),
};
const isUserMutation = (name: string | undefined): name is keyof typeof USER_MUTATIONS =>
  name !== undefined && Object.hasOwn(USER_MUTATIONS, name);

const redact = createRedactor();

/** A query endpoint as the harness starts one a screen asked for (any endpoint of the api, lazily injected ones too). */
interface ScreenQuery {
  select?: (args: never) => (state: RootState) => { status: string };
  initiate?: (args: never) => Parameters<AppStore['dispatch']>[0];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface LiveFrame {
  raw: string;
  at: number;
}
interface LiveRequest {
  method: string;
  path: string;
  body: unknown;
  at: number;
  recordedId: number | null;
  respond: (response: Response) => void;
}

export interface ReplayResult {
  /** One line per difference between what the client did and what the recording says it did. */
  mismatches: string[];
  finalState: RootState;
  /** The final state normalised (ids mapped back to the recorded ones, times dropped). */
  normalised: NormalisedState;
  /** recorded id → live id, for every id matched. */
  idMap: Map<string, string>;
  pings: { recorded: number; live: number };
}

const parse = (raw: string): Json => JSON.parse(raw) as Json;
const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const parseJsonObject = (text: string): Json | undefined => {
  if (!text.startsWith('{') && !text.startsWith('[')) return undefined;
  try {
    return parse(text);
  } catch {
    return undefined;
  }
};
const identifyOf = (raw: string) => {
  const frame = parseJsonObject(raw);
  return isObject(frame) && typeof frame.identify === 'string' ? frame.identify : '';
};
const msgIncrOf = (raw: string) => {
  const frame = parseJsonObject(raw);
  return isObject(frame) && typeof frame.msg_incr === 'string' ? frame.msg_incr : '';
};
const short = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}…` : text);

function replaceAll(text: string, map: Map<string, string>): string {
  let result = text;
  for (const [from, to] of map) if (from !== to && from.length >= 6) result = result.split(from).join(to);
  return result;
}

/**
 * Compares a live value with its recorded counterpart; ids are learned into `idMap`, times compared
 * for presence only. Returns the differences as `path: recorded ≠ live` lines.
 */
export function compareWithIds(recorded: unknown, live: unknown, idMap: Map<string, string>, path = ''): string[] {
  const key = path.slice(path.lastIndexOf('.') + 1);
  if (TIME_KEYS.has(key)) return live === undefined ? [`${path}: missing`] : [];
  if (ID_KEYS.has(key) && typeof recorded === 'string' && typeof live === 'string') {
    const known = idMap.get(recorded);
    if (known === undefined) {
      idMap.set(recorded, live);
      return [];
    }
    return known === live ? [] : [`${path}: recorded id ${recorded} is live ${known}, got ${live}`];
  }
  if (typeof recorded === 'string' && typeof live === 'string') {
    const recordedJson = parseJsonObject(recorded);
    const liveJson = parseJsonObject(live);
    if (recordedJson !== undefined && liveJson !== undefined)
      return compareWithIds(recordedJson, liveJson, idMap, `${path}<json>`);
    return recorded === live ? [] : [`${path}: ${JSON.stringify(recorded)} ≠ ${JSON.stringify(live)}`];
  }
  if (Array.isArray(recorded) && Array.isArray(live)) {
    if (recorded.length !== live.length) return [`${path}: ${recorded.length} items ≠ ${live.length} items`];
    return recorded.flatMap((item, index) => compareWithIds(item, live[index], idMap, `${path}[${index}]`));
  }
  if (isObject(recorded) && isObject(live)) {
    const keys = [...new Set([...Object.keys(recorded), ...Object.keys(live)])].sort();
    return keys.flatMap((name) => {
      if (!(name in recorded)) return [`${path}.${name}: not recorded, live ${short(JSON.stringify(live[name]), 80)}`];
      if (!(name in live))
        return [`${path}.${name}: recorded ${short(JSON.stringify(recorded[name]), 80)}, missing live`];
      return compareWithIds(recorded[name], live[name], idMap, `${path}.${name}`);
    });
  }
  return Object.is(recorded, live) ? [] : [`${path}: ${JSON.stringify(recorded)} ≠ ${JSON.stringify(live)}`];
}

/**
 * Path and query of a URL (a field recording's are relative: the page calls its own origin), query
 * sorted, secrets redacted, live ids put back to the recorded ones.
 */
function requestKey(method: string, url: string, liveToRecorded: Map<string, string>): string {
  const parsed = new URL(url, 'http://recorded.invalid');
  const query = [...parsed.searchParams.entries()]
    .map(([name, value]) => [name, liveToRecorded.get(value) ?? value])
    .sort(([a], [b]) => a.localeCompare(b));
  return redact(`${method} ${parsed.pathname}?${new URLSearchParams(query).toString()}`).value;
}

const inverse = (map: Map<string, string>) => new Map([...map].map(([recorded, live]) => [live, recorded]));

// ---------------------------------------------------------------------------------------------
// State normalisation

export interface NormalisedState {
  session: Record<string, unknown>;
  connection: unknown;
  chat: unknown;
  reception: unknown;
  evaluation: unknown;
  workOrders: unknown;
  messages: {
    conversations: {
      conversationId: string;
      serverMinSeq: number;
      unread: number;
      stored: { seq: number; client_msg_id: string; sender_id: string; content_type: number; content: unknown }[];
    }[];
    pending: { client_msg_id: string; status: string; resent: boolean; content: unknown }[];
  };
}

function withoutTimes(value: unknown): unknown {
  if (typeof value === 'string') {
    const json = parseJsonObject(value);
    return json === undefined ? value : withoutTimes(json);
  }
  if (Array.isArray(value)) return value.map(withoutTimes);
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !TIME_KEYS.has(key))
        .map(([key, item]) => [key, withoutTimes(item)]),
    );
  return value;
}

/**
 * What a replay must reproduce: the session (token as present/absent), the connection, the chat, and
 * the messages as the user sees them (seq, sender, type, content; client ids mapped back to the
 * recorded ones with `liveToRecorded`). The RTK Query cache (request ids, timestamps) is left out.
 */
export function normaliseState(state: unknown, liveToRecorded: Map<string, string> = new Map()): NormalisedState {
  const root = state as RootState;
  const id = (value: string) => liveToRecorded.get(value) ?? value;
  const session = { ...(root.session as SessionState) } as Record<string, unknown>;
  session.token = session.token ? '<token>' : null;
  // Every conversation, in id order, so the comparison does not depend on arrival order.
  const conversations = Object.keys(root.messages.conversations).sort();
  const shown = conversations.map((conversationId) => ({
    conversationId,
    ...conversationMessages(root.messages, conversationId),
  }));
  return {
    session,
    connection: root.connection,
    chat: withoutTimes(root.chat),
    reception: root.reception,
    // A lazy slice not loaded yet reads as its initial state; a slice injects once per process, so a live
    // store here may hold one a recording never loaded.
    evaluation: root.evaluation ?? initialEvaluationState,
    workOrders: root.workOrders ?? initialWorkOrdersState,
    messages: {
      conversations: shown.map((conversation) => ({
        conversationId: conversation.conversationId,
        serverMinSeq: conversation.serverMinSeq,
        unread: conversation.unread,
        stored: storedMessages(conversation.stored as MessageStore<WireMessage>).map((message) => ({
          seq: message.seq,
          client_msg_id: id(message.client_msg_id),
          sender_id: message.sender_id,
          content_type: message.content_type,
          content: withoutTimes(message.content),
        })),
      })),
      pending: (root.messages.pending as readonly PendingMessage[]).map((message) => ({
        client_msg_id: id(message.client_msg_id),
        status: message.status,
        resent: message.resent,
        content: withoutTimes(message.content),
      })),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The replay

export async function replayRecording(recording: Recording): Promise<ReplayResult> {
  jest.useFakeTimers({ now: recording.startedAt });
  const mismatches: string[] = [];
  const idMap = new Map<string, string>();
  const liveFrames: LiveFrame[] = [];
  const liveRequests: LiveRequest[] = [];
  const liveConnects: { url: string; at: number }[] = [];
  const origin = recording.startedAt;
  const now = () => Date.now() - origin;
  let clock = 0;

  // Pings: which recorded ones were answered, and with what.
  const entries = recording.entries;
  const answeredIncrs = new Set(
    entries
      .filter((entry) => entry.kind === 'frameIn' && identifyOf(entry.raw) === 'ping')
      .map((entry) => msgIncrOf((entry as { raw: string }).raw)),
  );
  const recordedPings = entries
    .filter((entry) => entry.kind === 'frameOut' && identifyOf(entry.raw) === 'ping')
    .map((entry) => answeredIncrs.has(msgIncrOf((entry as { raw: string }).raw)));
  const pongTemplate = entries.find((entry) => entry.kind === 'frameIn' && identifyOf(entry.raw) === 'ping') as
    { raw: string } | undefined;
  let livePings = 0;

  // The server side: one mock-socket server; a recorded close closes it and opens a fresh one.
  const connection: { client: Client | null } = { client: null };
  const handleClientFrame = (socket: Client, raw: unknown) => {
    const text = String(raw);
    if (identifyOf(text) === 'ping') {
      const answered = recordedPings[livePings] ?? true;
      livePings++;
      if (answered) {
        const pong = pongTemplate
          ? (parse(pongTemplate.raw) as Record<string, Json>)
          : { identify: 'ping', err_code: 0, err_msg: '', data: {} };
        socket.send(JSON.stringify({ ...pong, msg_incr: msgIncrOf(text) }));
      }
      return;
    }
    liveFrames.push({ raw: text, at: now() });
  };
  const listen = () => {
    const created = new Server(`${SOCKET_BASE}/ws`);
    created.on('connection', (socket) => {
      connection.client = socket;
      socket.on('message', (raw) => handleClientFrame(socket, raw));
    });
    return created;
  };
  let server = listen();

  // REST: held until the recorded response time.
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(
    (input, init) =>
      new Promise<Response>((resolve) => {
        const url = String(input instanceof Request ? input.url : input);
        const body = typeof init?.body === 'string' ? (parseJsonObject(init.body) ?? init.body) : undefined;
        liveRequests.push({
          method: init?.method ?? 'GET',
          path: url,
          body,
          at: now(),
          recordedId: null,
          respond: resolve,
        });
      }),
  );

  const initialSession = ((recording.initialState ?? {}) as Partial<RootState>).session;
  const store: AppStore = createAppStore({
    ...TEST_STORE_OPTIONS,
    vault: createCredentialVault({ pass: 'replay-pass', sign: '' }),
    sessionStorage: memoryStore(),
    apiBase: API_BASE,
    socketBase: SOCKET_BASE,
    session: initialSession ? { ...initialSession, token: initialSession.token ? 'replay-token' : null } : undefined,
    createSocket: (url) => {
      liveConnects.push({ url, at: now() });
      return new MockWebSocket(url) as unknown as WebSocket;
    },
  });

  const advanceTo = async (t: number) => {
    if (t > clock) {
      await jest.advanceTimersByTimeAsync(t - clock);
      clock = t;
    }
  };
  /** Steps the clock until `ready` holds, up to `t + TOLERANCE_MS`. */
  const waitUntil = async (t: number, ready: () => boolean) => {
    await advanceTo(t);
    while (!ready() && clock < t + TOLERANCE_MS) await advanceTo(clock + STEP_MS);
    return ready();
  };
  const checkTiming = (what: string, recordedAt: number, liveAt: number) => {
    if (liveAt < recordedAt - TOLERANCE_MS)
      mismatches.push(`${what}: sent at ${Math.round(liveAt)} ms, recorded at ${Math.round(recordedAt)} ms`);
  };

  const recordedRequests = new Map<number, Extract<RecordingEntry, { kind: 'restRequest' }>>();
  let connectsSeen = 0;
  let opens = 0;

  const dispatchIntent = (type: string, payload: unknown) => {
    const mapped = parse(replaceAll(JSON.stringify(payload ?? null), idMap));
    switch (type) {
      case 'session/identityParamsSeen': {
        const { appKey, locale } = recording.meta;
        void createRouteGuard(store)({
          request: new Request(
            `http://client.test/chat?app_key=${encodeURIComponent(appKey)}&country=${encodeURIComponent(locale)}`,
          ),
          params: {},
          context: undefined,
        } as never).catch((error: unknown) => mismatches.push(`route guard threw: ${String(error)}`));
        return;
      }
      case 'session/identityRequired':
        store.dispatch(identityRequired());
        return;
      case 'chat/aiQuestionSubmitted': {
        const recorded = payload as PendingMessage;
        const content = parse(recorded.content) as {
          query: string;
          select_question_type?: number;
          msg_stage?: 1 | 2;
          reset_question_type?: number;
          withdraw_order_ids?: string[];
        };
        const question: QuickQuestion | undefined =
          content.select_question_type === undefined
            ? undefined
            : ({ id: '', title: content.query, question_type: content.select_question_type } as QuickQuestion);
        const action = store.dispatch(
          aiQuestionSubmitted({
            senderId: recorded.sender_id,
            aiUserId: recorded.receiver_id,
            query: content.query,
            question,
            msgStage: content.msg_stage,
            resetQuestionType: content.reset_question_type,
            withdrawOrderIds: content.withdraw_order_ids,
          }),
        );
        idMap.set(recorded.client_msg_id, action.payload.client_msg_id);
        if (recorded.incr) idMap.set(recorded.incr, action.payload.incr ?? '');
        return;
      }
      case 'chat/messageResent': {
        const { clientMsgId } = mapped as { clientMsgId: string };
        const message = store.getState().messages.pending.find((candidate) => candidate.client_msg_id === clientMsgId);
        if (message) store.dispatch(messageResent(message, 'userRetry'));
        else mismatches.push(`retry of ${clientMsgId}: not in the live outbox`);
        return;
      }
      case 'chat/conversationSeen':
        store.dispatch(conversationSeen((mapped as { conversationId: string }).conversationId));
        return;
      case 'chat/messagesSeen': {
        const { conversationId, seqs } = mapped as { conversationId: string; seqs: number[] };
        store.dispatch(messagesSeen(conversationId, seqs));
        return;
      }
      case 'chat/draftEdited':
        store.dispatch(draftEdited(mapped as { blank: boolean }));
        return;
      case 'chat/groupMessageSubmitted': {
        const recorded = payload as PendingMessage;
        const action = store.dispatch(
          groupMessageSubmitted({ senderId: recorded.sender_id, groupId: recorded.group_id, text: recorded.content }),
        );
        idMap.set(recorded.client_msg_id, action.payload.client_msg_id);
        if (recorded.incr) idMap.set(recorded.incr, action.payload.incr ?? '');
        return;
      }
      case 'chat/messageLeftForAgents':
        store.dispatch(messageLeftForAgents((mapped as { content: string }).content));
        return;
      case 'reception/evaluationOpened':
        store.dispatch(evaluationOpened(mapped as { receptionId: string }));
        return;
      case 'reception/evaluationDismissed':
        store.dispatch(evaluationDismissed());
        return;
      case 'reception/sessionEndedByCustomer':
        store.dispatch(sessionEndedByCustomer((mapped as { receptionId: string }).receptionId));
        return;
      case 'reception/sessionEndedWithEvaluation': {
        const { receptionId, ...answers } = mapped as unknown as { receptionId: string } & EvaluationAnswers;
        store.dispatch(sessionEndedWithEvaluation(receptionId, answers));
        return;
      }
      case 'workOrders/withdrawOrderToggled':
        store.dispatch(withdrawOrderToggled(mapped as { pickerId: string; orderId: string }));
        return;
      case 'workOrders/formOpened':
        store.dispatch(workOrderFormOpened(mapped as unknown as FormRequest));
        return;
      case 'workOrders/formClosed':
        store.dispatch(workOrderFormClosed());
        return;
      case 'connection/disconnectRequested':
        store.dispatch(disconnectRequested());
        return;
    }
  };

  /**
   * A query the recording started that the live store has not: a screen asked for it (a field recording
   * holds every screen, the harness runs none), so it is asked for here, at the same point.
   */
  const startScreenQuery = (meta: unknown) => {
    const arg = (meta as { arg?: { endpointName?: string; originalArgs?: unknown } } | undefined)?.arg;
    const endpoints = api.endpoints as unknown as Record<string, ScreenQuery | undefined>;
    const endpoint = arg?.endpointName ? endpoints[arg.endpointName] : undefined;
    if (!endpoint?.select || !endpoint.initiate) return;
    const recorded = arg?.originalArgs;
    const args = (recorded === undefined ? undefined : parse(replaceAll(JSON.stringify(recorded), idMap))) as never;
    if (endpoint.select(args)(store.getState()).status !== 'uninitialized') return;
    void store.dispatch(endpoint.initiate(args));
  };

  const startUserMutation = (meta: unknown) => {
    const arg = (meta as { arg?: { endpointName?: string; originalArgs?: unknown } } | undefined)?.arg;
    if (isUserMutation(arg?.endpointName))
      USER_MUTATIONS[arg.endpointName](store, parse(replaceAll(JSON.stringify(arg.originalArgs ?? null), idMap)));
  };

  try {
    for (const [index, entry] of entries.entries()) {
      const where = `#${index} @${Math.round(entry.t)}ms`;
      switch (entry.kind) {
        case 'action': {
          const userRetry =
            entry.action.type === 'chat/messageResent' &&
            (entry.action.payload as { reason?: string })?.reason === 'userRetry';
          const meta = (entry.action as { meta?: { arg?: { endpointName?: string } } }).meta;
          if (entry.action.type === 'api/executeMutation/pending' && isUserMutation(meta?.arg?.endpointName)) {
            await advanceTo(entry.t);
            startUserMutation(meta);
            break;
          }
          if (entry.action.type === 'api/executeQuery/pending') {
            await advanceTo(entry.t);
            startScreenQuery(meta);
            break;
          }
          if (!INTENTS.has(entry.action.type) && !userRetry) break;
          await advanceTo(entry.t);
          // A screen loaded a feature (src/app/lazyFeatures.ts): load it into the live store at the same point.
          const feature = (entry.action.payload as { name?: unknown } | undefined)?.name;
          if (entry.action.type === 'app/featureLoaded' && isLazyFeatureName(feature))
            await lazyFeatures[feature](store.dispatch);
          else dispatchIntent(entry.action.type, entry.action.payload);
          break;
        }
        case 'socket': {
          if (entry.event === 'connecting') {
            const ok = await waitUntil(entry.t, () => liveConnects.length > connectsSeen);
            if (!ok) {
              mismatches.push(`${where} connection attempt: none`);
              break;
            }
            const live = liveConnects[connectsSeen++];
            checkTiming(`${where} connection attempt`, entry.t, live.at);
            const recordedQuery = redact(new URL(entry.url ?? SOCKET_BASE).search).value;
            const liveQuery = redact(new URL(live.url).search).value;
            if (recordedQuery !== liveQuery) mismatches.push(`${where} socket URL: ${recordedQuery} ≠ ${liveQuery}`);
          } else if (entry.event === 'open') {
            opens++;
            await advanceTo(entry.t);
          } else {
            await advanceTo(entry.t);
            if (connection.client) {
              const code = entry.code ?? 1006;
              server.close({ code, reason: 'replayed close', wasClean: code === 1000 });
              connection.client = null;
              await jest.advanceTimersByTimeAsync(0);
              server = listen();
            }
          }
          break;
        }
        case 'frameOut': {
          if (identifyOf(entry.raw) === 'ping') break;
          const ok = await waitUntil(entry.t, () => liveFrames.length > 0);
          if (!ok) {
            mismatches.push(
              `${where} expected ${identifyOf(entry.raw)}: the client sent nothing (${short(entry.raw, 160)})`,
            );
            break;
          }
          const live = liveFrames.shift()!;
          checkTiming(`${where} ${identifyOf(entry.raw)}`, entry.t, live.at);
          const differences = compareWithIds(parse(entry.raw), parse(live.raw), idMap, identifyOf(entry.raw));
          if (differences.length > 0) mismatches.push(`${where} frame differs: ${differences.join('; ')}`);
          break;
        }
        case 'frameIn': {
          if (identifyOf(entry.raw) === 'ping') break;
          await advanceTo(entry.t);
          if (!connection.client) {
            mismatches.push(`${where} no live connection to deliver ${identifyOf(entry.raw)}`);
            break;
          }
          connection.client.send(replaceAll(entry.raw, idMap));
          break;
        }
        case 'restRequest': {
          recordedRequests.set(entry.id, entry);
          const key = requestKey(entry.method, entry.url, new Map());
          const matches = (request: LiveRequest) =>
            request.recordedId === null && requestKey(request.method, request.path, inverse(idMap)) === key;
          const ok = await waitUntil(entry.t, () => liveRequests.some(matches));
          if (!ok) {
            const waiting = liveRequests
              .filter((request) => request.recordedId === null)
              .map((request) => requestKey(request.method, request.path, inverse(idMap)));
            mismatches.push(
              `${where} expected request ${key}: none${waiting.length ? ` (unmatched live: ${waiting.join(', ')})` : ''}`,
            );
            break;
          }
          const live = liveRequests.find(matches)!;
          live.recordedId = entry.id;
          checkTiming(`${where} ${key}`, entry.t, live.at);
          const differences = compareWithIds(
            redact(entry.body ?? null).value,
            redact(live.body ?? null).value,
            idMap,
            `${key} body`,
          );
          if (differences.length > 0) mismatches.push(`${where} request body differs: ${differences.join('; ')}`);
          break;
        }
        case 'restResponse': {
          await advanceTo(entry.t);
          const live = liveRequests.find((request) => request.recordedId === entry.id);
          if (!live) break;
          const body = replaceAll(JSON.stringify(entry.body), idMap);
          live.respond(new Response(body, { status: entry.status, headers: { 'Content-Type': 'application/json' } }));
          break;
        }
      }
    }
    await jest.advanceTimersByTimeAsync(0);

    for (const frame of liveFrames)
      mismatches.push(`unexpected frame at ${Math.round(frame.at)} ms: ${short(frame.raw)}`);
    for (const request of liveRequests.filter((candidate) => candidate.recordedId === null))
      mismatches.push(
        `unexpected request at ${Math.round(request.at)} ms: ${requestKey(request.method, request.path, inverse(idMap))}`,
      );
    if (liveConnects.length > connectsSeen)
      mismatches.push(`${liveConnects.length - connectsSeen} unexpected connection attempt(s)`);
    if (Math.abs(livePings - recordedPings.length) > Math.max(1, opens))
      mismatches.push(`pings: ${livePings} sent, ${recordedPings.length} recorded`);

    const finalState = store.getState();
    return {
      mismatches,
      finalState,
      normalised: normaliseState(finalState, inverse(idMap)),
      idMap,
      pings: { recorded: recordedPings.length, live: livePings },
    };
  } finally {
    store.dispatch(disconnectRequested());
    store.dispatch(api.util.resetApiState());
    for (const request of liveRequests) request.respond(new Response('null', { status: 503 }));
    await jest.advanceTimersByTimeAsync(0).catch(() => undefined);
    server.close();
    fetchSpy.mockRestore();
    jest.clearAllTimers();
    jest.useRealTimers();
  }
}
