import { useState } from 'react';
import { describeExpiry } from './lifetimes.ts';

/** When a link stops working, in words, as of when the component first showed (see describeExpiry). */
export function useExpiryText(expires: number | null): string {
  const [now] = useState(Date.now);
  return describeExpiry(expires, now);
}
