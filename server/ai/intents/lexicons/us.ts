import { oneOf, type IntentLexicon } from '../lexicon';

/** US English, also the base of Nigerian English (ng.ts). */
export const US_LEXICON: IntentLexicon = {
  human: oneOf(`
    human | humans | real person | live person | actual person | someone real | talk to a person
    talk with a person | speak to a person | speak with a person | chat with a person | talk to someone
    talk with someone | speak to someone | speak with someone | talk to somebody | speak to somebody | agent
    agents | operator | operators | representative | rep | customer service | customer care | contact support
    talk to support | speak to support | chat with support | reach support | live support | live chat
    livechat | cs | csr | admin | admins | administrator | staff | supervisor | a manager | the manager
    your manager | call center | call centre | helpdesk | help desk | not a bot | no bot | no bots
    connect me | transfer me | escalate
  `),
  appeal: oneOf(`
    appeal* | dispute* | unfair* | not fair | unjust* | not a violation | no violation | wasn't a violation
    wasnt a violation | isn't a violation | didn't violate | didnt violate | did not violate | never violated
    didn't break any | did not break any | never broke | did nothing wrong | done nothing wrong | not my fault
    wrongly flagged | wrongly banned | wrongly blocked | wrongly marked | wrongly penalized
    wrongly penalised | wrongfully | falsely flagged | falsely accused | reconsider | review my penalty
    review the penalty | review my case | remove the penalty | lift the penalty | remove the violation | unban
    object to
  `),
  technical: oneOf(`
    bug | bugs | buggy | bugged | glitch* | error | errors | report a problem | report an issue
    button not working | button is not working | button isn't working | button doesn't work
    button doesnt work | button does not work | buttons don't work | button is broken | broken button
    does nothing | doesn't do anything | doesnt do anything | does not do anything | won't do anything
    click and nothing happens | tap and nothing happens | press and nothing happens
    nothing happens when i click | nothing happens when i tap | nothing happens when i press
    can't click the button | cannot click the button | can't press the button | can't tap the button
    unclickable | not clickable | greyed out | grayed out | feature not working | filter not working
    filter doesn't work | toggle not working | toggle doesn't work | switch not working | switch doesn't work
    feature doesn't work | feature is broken | link not working | link doesn't work | link is broken
    broken link | page is broken | typo | typos | misspelled | wrong translation | display issue | ui issue
  `),
  subjects: {
    withdrawal: oneOf(`
      withdraw* | withdrew | withdral* | widthdraw* | withraw* | cash out | cashout* | cash-out | cashed out
      cashing out | payout* | pay out | paid out
    `),
    topUp: oneOf(`
      top up | top-up | topup* | topped up | topping up | deposit* | depo | recharge* | add funds
      added funds | add money | added money | load money | loaded money | put money in | fund my account
      funded | fund my wallet | buy coins | bought coins
    `),
    payment: oneOf(`
      payment* | pay for | paid for | i paid | i've paid | already paid | paying | charge* | overcharg* | bill
      billed | billing | refund*
    `),
  },
  problem: oneOf(`
    twice | two times | 2 times | not received | not yet received | haven't received | havent received | didn't receive | didnt receive
    did not receive | never received | didn't get | didnt get | did not get | haven't got | haven't gotten
    never got | not arrived | hasn't arrived | hasnt arrived | didn't arrive | didnt arrive | did not arrive
    never arrived | not showing | doesn't show | hasn't shown up | nothing showed up | never showed up
    nothing came | says completed | shows completed | says successful | shows successful | didn't show up
    not credited | not yet credited | wasn't credited | never credited | not added | wasn't added
    not reflected | not in my account | not in my balance | not in my wallet | balance didn't update
    balance not updated | where is my money | where's my money | wheres my money | missing | disappeared
    vanished | is gone | are gone | money gone | lost my money | deducted | debited | taken from my account
    took my money | charged two times | charged 2 times | double charged | double-charged
    double charge | overcharged | wrong amount | incorrect amount | not the full amount
    only received | only got | still waiting | been waiting | waiting for hours | waiting for days
    still pending | still processing | still not | still hasn't | stuck | failed | fail | unsuccessful
    declined | rejected | didn't go through | did not go through | can't withdraw | cant withdraw
    cannot withdraw | unable to withdraw | can't cash out
  `),
  greeting: oneOf(`
    hi | hii | hiii | hello | helo | hallo | hey | heyy | heya | hiya | yo | sup | what's up | whats up
    wassup | howdy | greetings | good afternoon | good evening | good day | morning | how are you
    anyone there | anybody there | anyone here | are you there
  `),
  thanks: oneOf(`
    thanks | thank you | thank u | thankyou | thanx | thx | thnx | thnks | tks | ty | tysm | tyvm
    appreciate* | cheers
  `),
};
