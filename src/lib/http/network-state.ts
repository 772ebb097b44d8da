// What the HTTP layer last learned about the connection: true after a request got no answer at
// all (network error), false again once any answer arrives. The network store combines it with
// the browser's online/offline events; the HTTP layer only writes it.
import { atom } from 'nanostores';

export const $requestsFailing = atom(false);

export function noteAnswer(): void {
  if ($requestsFailing.get()) $requestsFailing.set(false);
}

export function noteNetworkFailure(): void {
  if (!$requestsFailing.get()) $requestsFailing.set(true);
}
