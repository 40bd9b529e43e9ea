/** A refusal or a failure the campaign tools explain in French (printed, exit code 1). */
export class CampaignError extends Error {}
