export * from './auth.ts';
export * from './campaigns.ts';
export * from './directory.ts';
export * from './enquiries.ts';
export * from './listings.ts';
export * from './mail.ts';
export * from './reviews.ts';
export * from './site.ts';
