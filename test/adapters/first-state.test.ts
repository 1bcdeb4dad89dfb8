import { readFirstState, readZoneOffsets } from '../../src/adapters/dom/first-state';
import { INITIAL_STATE } from '../../src/core/domain/persisted-state';

/** A document with (or without) the server's first-state block. */
const documentWith = (text: string | null) => ({
  getElementById: (id: string) => (id === 'first-state' && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

describe('the state the server rendered the page in', () => {
  it('is read from the JSON block beside the page', () => {
    const user = {
      _id: 'u1',
      email: 'a@example.com',
      firstName: 'سارا',
      lastName: 'احمدی',
      bio: '',
      mobile: '09121234567',
      isProfileComplete: true,
      isAdmin: false,
    };
    const state = { theme: 'dark', user: { currentUser: user, error: null, loading: false }, reservations: INITIAL_STATE.reservations };
    expect(readFirstState(documentWith(JSON.stringify(state)))).toEqual(state);
  });

  it('is made whole: nothing "loading", an unknown theme is light, missing parts take their first values', () => {
    expect(readFirstState(documentWith(JSON.stringify({ theme: 'purple', user: { loading: true } })))).toEqual(INITIAL_STATE);
  });

  it('is absent when the page came without one, or with one that is not JSON', () => {
    expect(readFirstState(documentWith(null))).toBeNull();
    expect(readFirstState(documentWith('{not json'))).toBeNull();
    expect(readFirstState(documentWith('"a string"'))).toBeNull();
  });
});

describe("the consultant's time zone's offsets beside the page", () => {
  const documentWithOffsets = (text: string) => ({
    getElementById: (id: string) => (id === 'zone-offsets' ? ({ textContent: text } as HTMLElement) : null),
  });

  it('are read from their JSON block', () => {
    const table = { zone: 'Asia/Tehran', from: 0, until: 1000, offsets: [[0, 210]] };
    expect(readZoneOffsets(documentWithOffsets(JSON.stringify(table)))).toEqual(table);
  });

  it('are absent when the block is missing, not JSON or not such a table: the clock is then read with Intl', () => {
    expect(readZoneOffsets(documentWith(null))).toBeNull();
    expect(readZoneOffsets(documentWithOffsets('{not json'))).toBeNull();
    expect(
      readZoneOffsets(documentWithOffsets(JSON.stringify({ zone: 'Asia/Tehran', from: 0, until: 1000, offsets: [[5, 210]] }))),
    ).toBeNull();
  });
});
