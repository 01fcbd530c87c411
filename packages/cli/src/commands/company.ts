import { Command } from '@commander-js/extra-typings';
import { examples, type RunWith } from './shared.ts';

/** `esgkit company show|set`: the advisor's company information, logo and colour that brand what clients see. */
export const companyCommand = (run: RunWith) => {
  const company = new Command('company')
    .summary('show or set your company information, logo and colour')
    .description(
      'Your company’s name, address, contacts, logo and colour brand the PDF report, the shared client page and ' +
        'the e-mails sent for you. The colour is checked against white text (WCAG AA, 4.5:1).',
    )
    .addHelpText(
      'after',
      examples([
        'esgkit company set --name "Rossi Advisory Srl" --city Milano --email info@rossi.example --color "#0A5A8C"',
        'esgkit company set --logo fixtures/brand/logo.svg',
        'esgkit company show',
        'esgkit company show --json',
      ]),
    );
  company
    .command('show')
    .description('show the company information')
    .option('--json', 'print JSON')
    .action(async (opts, command) => {
      const { showCompany } = await import('../services/company.ts');
      await run(command, showCompany, { json: opts.json === true });
    });
  company
    .command('set')
    .description('change the fields given; the others keep their values')
    .option('--name <name>', 'company (legal) name')
    .option('--address <line>', 'address, first line')
    .option('--address2 <line>', 'address, second line')
    .option('--city <city>', 'city')
    .option('--state <state>', 'state or province')
    .option('--zip <code>', 'ZIP code')
    .option('--email <email>', 'contact e-mail')
    .option('--phone <phone>', 'phone')
    .option('--website <url>', 'website')
    .option('--facebook <url>', 'Facebook page')
    .option('--instagram <url>', 'Instagram page')
    .option('--linkedin <url>', 'LinkedIn page')
    .option('--twitter <url>', 'X (Twitter) page')
    .option('--color <hex>', 'brand colour, like #0A5A8C (default #00A0FF)')
    .option('--logo <file>', 'logo file: PNG, JPG, JPEG or SVG')
    .action(async (opts, command) => {
      const { setCompany } = await import('../services/company.ts');
      await run(command, setCompany, opts);
    });
  return company;
};
