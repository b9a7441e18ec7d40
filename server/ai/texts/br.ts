import type { AssistantTexts } from './types';

export const BR: AssistantTexts = {
  welcome: 'Olá! Sou o assistente de suporte. Pergunte o que quiser ou escolha uma das perguntas frequentes abaixo.',
  questions: {
    password: 'Como redefinir minha senha?',
    deposit: 'Meu depósito ainda não caiu',
    withdraw: 'Quanto tempo demora um saque?',
  },
  answers: {
    greeting: 'Olá! Como posso ajudar você hoje?',
    thanks: 'De nada! Posso ajudar em mais alguma coisa?',
  },
  replies: {
    human: 'Vou transferir você para um atendente. Aguarde um instante, por favor.',
    technical:
      'Sinto muito pelo problema. Vou abrir um chamado técnico para nossa equipe verificar. Conte o que aconteceu e, se puder, envie um print da tela.',
    withdrawal:
      'Parece que há um problema com um saque. Vou abrir uma solicitação para nossa equipe verificar para você.',
    topUp:
      'Parece que há um problema com um depósito. Vou abrir uma solicitação para nossa equipe verificar para você.',
    appeal: 'Você pode recorrer de uma ordem de violação. Vou abrir um recurso para nossa equipe analisar.',
    payment:
      'Parece que há um problema com um pagamento. Vou abrir uma solicitação para nossa equipe verificar para você.',
  },
  sameQuestion: 'Parece que você já fez essa pergunta. Você quis dizer uma destas?',
  startOver: 'Claro, vamos recomeçar. Como posso ajudar você?',
  stillNotUnderstood:
    'Ainda não encontrei uma resposta para isso. Quer falar com uma pessoa? Você também pode perguntar de outro jeito.',
  noAgentOnline:
    'Nenhum atendente está online agora. Você pode deixar uma mensagem e um atendente responderá assim que voltar.',
  pictureAdded: 'Obrigado, adicionei sua imagem à sua solicitação. Abra o formulário acima para conferir e enviar.',
  notUnderstood: 'Não foi possível entender sua solicitação, descreva com mais detalhes',
};
