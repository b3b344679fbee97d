/** Answers of recent captchas, kept in memory only when TEST_FACILITIES is on (never in production). */
export class CaptchaAnswers {
  private readonly answers = new Map<string, string>();

  constructor(private readonly capacity = 1000) {}

  readonly record = (captchaId: string, answer: string): void => {
    this.answers.set(captchaId, answer);
    if (this.answers.size > this.capacity) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
  };

  get(captchaId: string): string | undefined {
    return this.answers.get(captchaId);
  }
}
