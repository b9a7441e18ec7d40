import { REST } from '../../../src/protocol/identifiers';
import type { ApiRoute, RouteDeps } from './types';
import { productOfQuery } from './product';

export function faqRoutes({ store }: RouteDeps): ApiRoute[] {
  return [
    {
      method: 'GET',
      url: REST.faqConf,
      // `country` is accepted but does not change the config: the sandbox has one config per product.
      handler(request) {
        const product = productOfQuery(store, request.query, 'app_key');
        return {
          is_force_faq: product.isForceFaq,
          is_report_data: product.isReportData,
          ai_michat_status: product.aiMichatStatus,
          color_scheme: product.colorScheme,
          faq_url: product.faqUrl,
        };
      },
    },
  ];
}
