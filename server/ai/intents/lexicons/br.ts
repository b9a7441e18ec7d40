import { oneOf, type IntentLexicon } from '../lexicon';

/** Brazilian Portuguese. Matching ignores accents, so "nao caiu" matches "não caiu". */
export const BR_LEXICON: IntentLexicon = {
  human: oneOf(`
    atendente* | humano* | pessoa real | pessoa de verdade | alguém de verdade | alguém real
    falar com alguém | falar com uma pessoa | falar com pessoa | operador* | agente* | sac
    central de atendimento | falar com o suporte | falar com suporte | chamar o suporte
    contato com o suporte | chat ao vivo | admin | adm | moderador* | gerente | supervisor* | me transfere
    não quero robô | não é robô
  `),
  appeal: oneOf(`
    recorrer | entrar com recurso | abrir recurso | abrir um recurso | fazer recurso | pedir recurso
    recurso contra | apelação | apelar | contestar | contestação | contesto | injust* | não é justo
    não foi justo | não foi violação | não é violação | não houve violação | não violei | não cometi
    não fiz nada de errado | não fiz nada errado | rever a punição | rever minha punição | revisar a punição
    revisar minha punição | rever a penalidade | revisão da penalidade | bloqueio indevido | punição indevida
    bloqueado indevidamente | banido sem motivo | bloqueado sem motivo | retirar a punição | tirar a punição
    desbanir
  `),
  technical: oneOf(`
    bug* | glitch | deu erro | dá erro | aparece erro | aparece um erro | apareceu erro | apareceu um erro
    mensagem de erro | código de erro | erro no app | erro no aplicativo | erro no site | erro no sistema
    botão não funciona | botão não responde | botão não clica | botão não faz nada
    não consigo clicar no botão | botão não dá pra clicar | clico e nada acontece | clico e não acontece nada
    aperto e nada acontece | aperto o botão e nada | reportar um problema | relatar um problema
    reportar erro | problema técnico | defeito | função não funciona | tradução errada | texto errado
  `),
  subjects: {
    withdrawal: ['saque*', 'sacar', 'sacou', 'sacando', 'retirada*', 'retirar', 'retirei', 'resgate', 'resgatar'],
    topUp: oneOf(`
      deposit* | recarga* | recarreg* | recarguei | adicionar saldo | colocar saldo | coloquei saldo
      botei saldo | colocar crédito | comprar moedas
    `),
    payment: oneOf(`
      pagamento* | pagar | paguei | cobrança* | cobrado | cobraram | cobrou | reembolso* | reembolsar
      estorno* | estornar | devolução | devolver meu dinheiro | boleto | descontaram duas vezes
      descontou duas vezes | debitaram duas vezes | debitou duas vezes | no cartão
    `),
  },
  problem: oneOf(`
    não caiu | não chegou | nunca chegou | não recebi | nunca recebi | não entrou | não apareceu | não aparece
    não foi creditado | não creditou | não creditado | não compensou | não veio | até agora nada | nada ainda
    sumiu | sumiram | desapareceu | cadê | perdi meu dinheiro | descontado | descontou | debitado | debitou
    saiu da conta | saiu da minha conta | tiraram da minha conta | duas vezes | em dobro | duplicad*
    valor errado | valor diferente | valor a menos | veio menos | caiu menos | faltando | ainda esperando
    estou esperando | tô esperando | esperando até agora | preso | travado | parado | ainda pendente | falhou
    falha | recusad* | não foi aprovado | não consigo sacar | não consigo retirar | não consigo fazer o saque
    não consigo depositar
  `),
  greeting: oneOf(`
    oi | oie | oii | oiii | olá | bom dia | boa tarde | boa noite | e aí | eai | eae | salve | opa | tudo bem
    tudo bom | alô | alguém aí | hello
  `),
  thanks: oneOf(`
    obrigad* | obg | obgd | obgda | brigad* | valeu | vlw | agradeço | agradecid* | grato | grata | gratidão
    tmj | thanks
  `),
};
