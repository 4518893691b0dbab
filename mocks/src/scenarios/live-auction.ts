/** An antiques broadcast on air for six minutes: the demo member bid on the lot on the block and was outbid; rivals keep bidding. */
import { defineScenario } from './kit.ts';

export default defineScenario({
  name: 'live-auction',
  summary:
    'An antiques broadcast that went on air six minutes ago (the newest LIVE one of Antika): the demo member bid on the lot on ' +
    'the block and was outbid, and simulated rivals bid again every 6 s; two more lots wait their turn.',
  signIn: 'demo',
  broadcasts: [
    {
      category: 'antika', host: 4, title: 'Antika Akşamı — Gümüş ve Bakır', description: 'Osmanlı ve Cumhuriyet dönemi gümüş ve bakır eşyalar, uzman eşliğinde canlı açık artırma.',
      startedMinutesAgo: 6, viewers: 340, watchedBy: ['demo'],
      lots: [
        { title: 'Osmanlı Dönemi Gümüş Tepsi', startPrice: 4000, step: 100, bids: ['rival', 'rival', 'demo', 'rival'] },
        { title: 'Dövme Bakır Semaver', startPrice: 2500, step: 50, bids: [] },
        { title: 'Telkari Gümüş Şekerlik', startPrice: 1800, step: 50, bids: [] },
      ],
    },
  ],
});
