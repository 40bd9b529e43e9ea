import { CommandError } from '@ecole/cli';

/** A refusal or a failure the campaign tools explain in French (printed, exit code 1: @ecole/cli). */
export class CampaignError extends CommandError {
  constructor(message: string) {
    super(message, 1);
  }
}
