import type { TestHost } from './host.ts';

type Calculations = NonNullable<TestHost['host']['engine']>['calculations'];
type PaiStep = Calculations['paiStep'];

/**
 * Puts `around` in front of the PAI steps the test host's engine runs (issue 32: the web's chains are jobs its
 * worker runs, so a test holds or fails a step there, not at a browser route); answers the function that puts the
 * real step back.
 */
export const aroundPaiSteps = (
  host: TestHost,
  around: (run: () => ReturnType<PaiStep>, set: number, step: number) => ReturnType<PaiStep>,
): (() => void) => {
  const calculations = host.host.engine!.calculations;
  const paiStep = calculations.paiStep;
  calculations.paiStep = (...args) => around(() => paiStep(...args), args[1], args[2]);
  return () => {
    calculations.paiStep = paiStep;
  };
};

/** Holds the engine's PAI step `set`.`step` the first time it runs, until `release` (which also unhooks it). */
export const holdPaiStep = (host: TestHost, set: number, step: number) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isHeld = false;
  const restore = aroundPaiSteps(host, async (run, s, n) => {
    if (s === set && n === step && !isHeld) {
      isHeld = true;
      await released;
    }
    return run();
  });
  return {
    isHeld: () => isHeld,
    release: () => {
      restore();
      release();
    },
  };
};
