/**
 * What the use cases that end a user's sessions (sign-out, a staff member disabling, removing, re-roling or
 * resetting them) call afterwards. Never throws: a connection left open never fails the sign-out or the edit.
 */
export interface LiveSessions {
  endLiveConnections(userId: string): Promise<void>;
}
