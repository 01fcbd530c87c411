export * from './branding.ts';
export * from './colors.ts';
export * from './fonts.ts';
export * from './layout.ts';
export * from './styles.ts';
