import { createContext, useContext } from 'react';

/**
 * Whether the member page shows its panels yet (`src/member/use-member-page-settled.ts`): a panel
 * that scrolls to or focuses a linked item waits for it, since a focus inside the held panels is
 * refused and a scroll would be undone by what arrives above. True outside the member page.
 */
export const MemberPageSettled = createContext(true);

export const useMemberPageShown = (): boolean => useContext(MemberPageSettled);
