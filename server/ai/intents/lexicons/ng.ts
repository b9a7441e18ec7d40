import type { IntentLexicon } from '../lexicon';
import { US_LEXICON } from './us';

/** Nigerian English: the US words and the local ones ("talk to person", "not reflected", "how far"). */
export const NG_LEXICON: IntentLexicon = {
  ...US_LEXICON,
  human: [...US_LEXICON.human, 'talk to person', 'talk with person', 'speak to person', 'speak with person'],
  appeal: [...US_LEXICON.appeal, 'i no do anything', 'no be my fault', 'i no offend'],
  technical: [...US_LEXICON.technical, 'no dey work', 'nothing happen'],
  subjects: {
    ...US_LEXICON.subjects,
    topUp: [...US_LEXICON.subjects.topUp, 'fund', 'funding'],
  },
  problem: [
    ...US_LEXICON.problem,
    'not reflect*',
    'yet to reflect',
    'never reflect*',
    'yet to receive',
    'yet to get',
    'yet to be credited',
    'never receive',
    'never get',
    'never enter*',
    'not entered',
    'no enter',
    'nothing enter*',
    'show successful',
    'never drop',
    'no alert',
    'hanging',
    'no go through',
    'never go through',
    'no fit',
    'money don go',
  ],
  greeting: [...US_LEXICON.greeting, 'how far', 'howfar', 'hw far', 'how you dey', 'how una dey'],
  thanks: [...US_LEXICON.thanks, 'tanx', 'tnx', 'tank you', 'tanks', 'god bless', 'well done', 'nice one'],
};
