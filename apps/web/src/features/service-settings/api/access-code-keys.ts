/** The access code setting's key: ['settings', 'access-code']. */
export const accessCodeKeys = {
  all: ['settings', 'access-code'] as const,
};
