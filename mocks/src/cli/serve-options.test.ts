/** What `carsi-mocks serve` takes, and the English refusals of what it does not. */
import { describe, expect, it } from 'vitest';
import { parseServeOptions, SERVE_HELP } from './serve-options.ts';
import { UsageError } from './usage-error.ts';

const refusal = (args: string[]): string => {
  try {
    parseServeOptions(args, {});
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${args.join(' ')}`);
};

describe('carsi-mocks serve options', () => {
  it('documents every option in --help', () => {
    for (const option of ['--port', '--host', '--latency', '--fault-rate', '--seed', '--scenario', '--max-worlds', '--world-idle', '--help']) expect(SERVE_HELP).toContain(option);
    // The scenarios it can start from, and what a world weighs.
    expect(SERVE_HELP).toContain('store-owner');
    expect(SERVE_HELP).toMatch(/A fresh world holds about \d+\.\d MB of heap/);
    expect(parseServeOptions(['--help'], {}).help).toBe(true);
  });

  it('listens on PORT or 4010 by default, without faults', () => {
    expect(parseServeOptions([], {})).toEqual({ port: 4010, host: 'localhost', help: false, worlds: { maxWorlds: 100, idleMs: 30 * 60_000 } });
    expect(parseServeOptions([], { PORT: '4999', HOST: '0.0.0.0' })).toMatchObject({ port: 4999, host: '0.0.0.0' });
    expect(parseServeOptions(['--port', '0'], { PORT: '4999' }).port).toBe(0);
  });

  it('takes a fixed latency, a range and a fault rate, drawn from the seed', () => {
    expect(parseServeOptions(['--latency', '150'], {}).chaos?.latency).toEqual({ min: 150, max: 150 });
    const a = parseServeOptions(['--latency', '50-200', '--fault-rate', '0.25', '--seed', '42'], {}).chaos;
    const b = parseServeOptions(['--latency', '50-200', '--fault-rate', '0.25', '--seed', '42'], {}).chaos;
    expect(a).toMatchObject({ latency: { min: 50, max: 200 }, faultRate: 0.25 });
    const draws = (random: (() => number) | undefined) => Array.from({ length: 5 }, () => random?.());
    expect(draws(a?.random)).toEqual(draws(b?.random));
  });

  it('takes a scenario, the most worlds and their idle time', () => {
    expect(parseServeOptions(['--scenario', 'store-owner', '--max-worlds', '20', '--world-idle', '5'], {})).toMatchObject({
      scenario: 'store-owner',
      worlds: { maxWorlds: 20, idleMs: 5 * 60_000 },
    });
    expect(refusal(['--scenario', 'magaza'])).toMatch(/^--scenario must be one of new-member, store-owner, .*, got "magaza"\.$/);
    expect(refusal(['--max-worlds', '0'])).toBe('--max-worlds must be between 1 and 10000, got 0.');
    expect(refusal(['--world-idle', '2000'])).toBe('--world-idle must be between 1 and 1440, got 2000.');
  });

  it('refuses bad values with a message naming the option', () => {
    expect(refusal(['--port', 'abc'])).toBe('--port must be a whole number, got "abc".');
    expect(refusal(['--port', '70000'])).toBe('--port must be between 0 and 65535, got 70000.');
    expect(refusal(['--latency', 'fast'])).toMatch(/^--latency must be milliseconds/);
    expect(refusal(['--latency', '200-50'])).toMatch(/^--latency range must go from the smaller/);
    expect(refusal(['--latency', '999999'])).toMatch(/^--latency must be between 0 and 120000/);
    expect(refusal(['--fault-rate', '1.5'])).toMatch(/^--fault-rate must be a number from 0 to 1/);
    expect(refusal(['--fault-rate', ''])).toMatch(/^--fault-rate must be a number from 0 to 1/);
    expect(refusal(['--seed', '7'])).toBe('--seed only matters with a --latency range or a --fault-rate above 0.');
    expect(refusal(['--verbose'])).toMatch(/Unknown option '--verbose'/);
    expect(refusal(['extra'])).toMatch(/Unexpected argument 'extra'/);
  });
});
