import { Command } from 'commander';

/** Entry point of the `warboard` command. */
export async function main(argv: readonly string[]): Promise<void> {
  const program = new Command('warboard').description('Warboard: Frontline and Four Horsemen');
  program.command('start').description('run Warboard').action(() => {
    console.log('Warboard');
  });
  await program.parseAsync([...argv]);
}
