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
    password:
      'Para redefinir sua senha, abra Configurações › Segurança no app e toque em "Esqueci minha senha". Enviaremos um código de verificação para o telefone ou e-mail cadastrado; digite o código e escolha uma nova senha.',
    deposit:
      'Os depósitos costumam cair em poucos minutos. Se o seu ainda não apareceu depois de 30 minutos, envie o número do pedido e o comprovante de pagamento que eu verifico para você.',
    withdraw:
      'Os saques passam primeiro por uma análise e depois pela etapa de pagamento, que leva de 10 a 20 minutos. Você pode acompanhar o status no seu histórico de saques.',
  },
  fallback:
    'Obrigado, entendi sua pergunta, mas não tenho uma resposta pronta para ela. Um atendente humano pode ajudar você com isso.',
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
  notUnderstood: 'Não foi possível entender sua solicitação, descreva com mais detalhes',
  commonWords: ['eu', 'meu', 'minha', 'você', 'voce', 'o', 'a', 'os', 'as', 'um', 'uma', 'de', 'do', 'da', 'em', 'no', 'na', 'para', 'pra', 'por', 'com', 'e', 'ou', 'não', 'nao', 'sim', 'é', 'está', 'esta', 'estou', 'tem', 'tenho', 'posso', 'pode', 'quero', 'preciso', 'como', 'que', 'quê', 'por que', 'porque', 'quando', 'onde', 'qual', 'ajuda', 'conta', 'dinheiro', 'obrigado', 'obrigada', 'ok'],
  keywords: {
    password: ['senha*', 'password*'],
    withdraw: ['quanto tempo', 'prazo', 'em análise'],
    deposit: ['pix', 'adicionar saldo', 'colocar saldo', 'não caiu'],
    thanks: ['obrigad*', 'valeu', 'agradeço'],
    greeting: ['oi', 'olá', 'bom dia', 'boa tarde', 'boa noite', 'e aí'],
  },
  triggers: {
    human: ['atendente*', 'humano*', 'agente*', 'operador*', 'pessoa real'],
    technical: ['bug*', 'erro', 'erros', 'travou', 'travando', 'trava', 'falha*', 'crash*'],
    withdrawal: ['saque*', 'sacar', 'saquei', 'retirada*', 'retirar'],
    topUp: ['depósito*', 'deposit*', 'recarga*', 'recarreg*'],
    appeal: ['recurso', 'recorrer', 'apelação', 'apelar', 'violação', 'violações', 'infração', 'infrações'],
    payment: ['pagamento*', 'reembolso*', 'estorno*'],
  },
  spaced: true,
};
