import { phrasingPrompt } from '../../../../../server/ai/llm/phrasingPrompt';

describe('phrasingPrompt', () => {
  it('puts the instructions and the article in the system message, the question alone in the user message', () => {
    const [system, user] = phrasingPrompt({ title: 'Saque', text: 'Leva 10 a 20 minutos.' }, 'quanto demora?', 'BR');
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/using only the help-centre article/);
    expect(system.content).toMatch(/usually Brazilian Portuguese\./);
    expect(system.content.endsWith('\n\nArticle: Saque\n\nLeva 10 a 20 minutos.')).toBe(true);
    expect(user).toEqual({ role: 'user', content: 'quanto demora?' });
  });
});
