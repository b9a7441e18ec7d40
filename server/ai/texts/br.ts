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
  keywords: {
    password: ['senha*', 'password*'],
    withdraw: ['saque*', 'sacar', 'saquei', 'retirada*', 'retirar'],
    deposit: ['depósito*', 'deposit*', 'recarga*', 'recarreg*', 'pix'],
    thanks: ['obrigad*', 'valeu', 'agradeço'],
    greeting: ['oi', 'olá', 'bom dia', 'boa tarde', 'boa noite', 'e aí'],
  },
  spaced: true,
};
