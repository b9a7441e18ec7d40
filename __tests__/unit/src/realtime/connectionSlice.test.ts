import type { UnknownAction } from '@reduxjs/toolkit';
import { connectionReducer, initialConnectionState } from '../../../../src/realtime/connectionSlice';
import {
  browserOnlineChanged,
  frameRejected,
  socketClosed,
  socketConnecting,
  socketOccupied,
  socketOpened,
  takeoverRequested,
} from '../../../../src/realtime/socketActions';

const reduce = (actions: UnknownAction[]) => actions.reduce(connectionReducer, initialConnectionState);
const failure = (failedAttempts: number) => socketClosed({ code: 1006, willRetry: true, failedAttempts });

describe('connection reducer', () => {
  it.each([
    ['one failed attempt', [failure(1)], false],
    ['two failed attempts', [failure(1), failure(2)], false],
    ['three failed attempts set the broken-network flag', [failure(1), failure(2), failure(3)], true],
    ['a successful open clears it', [failure(1), failure(2), failure(3), socketOpened()], false],
  ])('%s', (_case, actions, broken) => {
    expect(reduce(actions).brokenNetwork).toBe(broken);
  });

  it('follows connecting → open → waiting to retry', () => {
    expect(reduce([socketConnecting({ attempt: 1 })]).status).toBe('connecting');
    expect(reduce([socketConnecting({ attempt: 1 }), socketOpened()]).status).toBe('open');
    expect(reduce([socketOpened(), failure(1)]).status).toBe('waitingToRetry');
    expect(reduce([socketOpened(), socketClosed({ code: 4001, willRetry: false, failedAttempts: 0 })]).status).toBe(
      'closed',
    );
  });

  it('stays occupied after 314 whatever closes follow, until the takeover connects again', () => {
    const occupied = reduce([
      socketOpened(),
      socketOccupied(),
      socketClosed({ code: 1000, willRetry: false, failedAttempts: 0 }),
    ]);
    expect(occupied.status).toBe('occupied');
    // The socket middleware connects an occupied window again only on the user's takeover ("Use here").
    expect(
      reduce([socketOpened(), socketOccupied(), takeoverRequested(), socketConnecting({ attempt: 1 })]).status,
    ).toBe('connecting');
    expect(
      reduce([socketOpened(), socketOccupied(), takeoverRequested(), socketConnecting({ attempt: 1 }), socketOpened()])
        .status,
    ).toBe('open');
  });

  it('remembers what the browser last said about the network', () => {
    expect(reduce([]).offline).toBeUndefined();
    expect(reduce([browserOnlineChanged({ online: false })]).offline).toBe(true);
    expect(reduce([browserOnlineChanged({ online: false }), browserOnlineChanged({ online: true })]).offline).toBe(
      false,
    );
  });

  it('counts malformed frames', () => {
    expect(reduce([frameRejected({ reason: 'a' }), frameRejected({ reason: 'b' })]).malformedFrames).toBe(2);
  });
});
