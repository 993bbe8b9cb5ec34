/** Landing pages: below 768 px the explorers and lists are shortened. */
export const LANDING_MOBILE = {
  visibleTabs: 3,
  visibleUseCases: 2,
  visibleProblems: 3,
  visibleBenefits: 3,
  descriptionMax: 80,
} as const;
