import base from './playwright.config.ts';
export default {
  ...base,
  projects: base.projects!.map((p) => ({
    ...p,
    use: {
      ...p.use,
      launchOptions: {
        ...p.use!.launchOptions,
        args: [
          ...(p.use!.launchOptions!.args ?? []),
          '--trace-startup=toplevel,v8.execute,disabled-by-default-v8.cpu_profiler',
          `--trace-startup-file=/tmp/tr-${p.name}.json`,
          '--trace-startup-duration=30', '--trace-startup-format=json',
        ],
      },
    },
  })),
};
