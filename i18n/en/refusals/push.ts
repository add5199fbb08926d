/** Refusals of turning browser notifications on and off, in English. */
export const push = {
  turnedOff: 'Browser notifications are turned off here.',
  endpointRequired: 'The endpoint field is required.',
  endpointTooLong: 'The endpoint may not be greater than %{max} characters.',
  endpointNotHttps: 'The endpoint must be an https address.',
  keysRequired: 'The keys field is required.',
  keyRequired: 'The %{name} key is required.',
  keyInvalid: 'The %{name} key is not a valid key of the push subscription.',
  unknownService: 'The endpoint is not a known push service.',
};
