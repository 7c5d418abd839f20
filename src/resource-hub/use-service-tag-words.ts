import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { serviceTagOf, type ServiceCategory } from '../../domain/index.ts';

export interface ServiceTagWords {
  /** A tag's name in the reader's language; a tag this build does not know, as the directory names it (else its key). */
  tag(key: string, directoryName?: string): string;
  category(category: ServiceCategory): string;
}

/**
 * The hub's Open Eligibility tags in the reader's language. The directory answers them in English
 * (the taxonomy's names); the portal words the keys it knows, as it does the status catalogue.
 */
export function useServiceTagWords(): ServiceTagWords {
  const { t } = useLingui();
  return useMemo(() => {
    const tags: Record<string, string> = {
      'emergency-food': t`Emergency Food`,
      'emergency-shelter': t`Emergency Shelter`,
      'crisis-hotline': t`Crisis Hotline`,
      'disaster-response': t`Disaster Response`,
      'food-pantry': t`Food Pantry`,
      meals: t`Meals`,
      'food-delivery': t`Food Delivery`,
      'help-pay-for-food': t`Help Pay for Food`,
      'nutrition-education': t`Nutrition Education`,
      'help-find-housing': t`Help Find Housing`,
      'help-pay-for-housing': t`Help Pay for Housing`,
      'help-pay-for-utilities': t`Help Pay for Utilities`,
      'home-repairs': t`Maintenance & Repairs`,
      'temporary-shelter': t`Temporary Shelter`,
      clothing: t`Clothing`,
      'baby-supplies': t`Baby Supplies`,
      'medical-supplies': t`Medical Supplies`,
      'home-goods': t`Home Goods`,
      'transportation-for-healthcare': t`Transportation for Healthcare`,
      'help-pay-for-transit': t`Help Pay for Transit`,
      'bus-passes': t`Bus Passes`,
      'medical-care': t`Medical Care`,
      'dental-care': t`Dental Care`,
      'mental-health-care': t`Mental Health Care`,
      'addiction-recovery': t`Addiction & Recovery`,
      'prescription-assistance': t`Prescription Assistance`,
      'government-benefits': t`Government Benefits`,
      'tax-preparation': t`Tax Preparation`,
      'financial-education': t`Financial Education`,
      'support-groups': t`Support Groups`,
      companionship: t`Companionship`,
      'adult-daycare': t`Adult Daycare`,
      'in-home-support': t`In-Home Support`,
      childcare: t`Childcare`,
      'adult-education': t`Adult Education`,
      'computer-classes': t`Computer Classes`,
      'help-find-work': t`Help Find Work`,
      'job-training': t`Job Training`,
      'legal-aid': t`Advocacy & Legal Aid`,
      'immigration-help': t`Immigration Help`,
    };
    const categories: Record<ServiceCategory, string> = {
      emergency: t`Emergency`,
      food: t`Food`,
      housing: t`Housing`,
      goods: t`Goods`,
      transit: t`Transit`,
      health: t`Health`,
      money: t`Money`,
      care: t`Care`,
      education: t`Education`,
      work: t`Work`,
      legal: t`Legal`,
    };
    return {
      tag: (key, directoryName) => tags[key] ?? directoryName ?? serviceTagOf(key)?.name ?? key,
      category: (category) => categories[category],
    };
  }, [t]);
}
