// What the screens show for a domain fact, one rule each: dates, pesos, vehicle and capacity,
// phones, initials and API file addresses.
export * from './asset-url.ts';
export * from './capacity.ts';
export * from './date.ts';
export * from './initials.ts';
export * from './money.ts';
export * from './phone.ts';
