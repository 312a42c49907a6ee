import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { readSettings, staffEventsFor } from './modules/backoffice/index.ts';
import { clientAuthPlugin } from './modules/clients/index.ts';
import { apiModules } from './modules/index.ts';
import { jobQueuePlugin } from './modules/jobs/index.ts';
import { mailOutboxWorker } from './modules/mail/index.ts';
import { shareRoutes } from './modules/share/index.ts';
import { staffAuthPlugin } from './modules/staff/index.ts';
import { bucketMediaRoutes } from './plugins/bucket-media.ts';
import { commonMessages, errorsPlugin } from './plugins/errors.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { serializeError } from './plugins/log-errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { rateLimitSweepJob } from './plugins/rate-limit-sweep.ts';
import { requestIdMixin, requestIdOf, requestIdPlugin } from './plugins/request-id.ts';
import { resizedMediaRoutes } from './plugins/resized-media.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { closeSlowBodies, serverTimeoutOptions } from './plugins/slow-clients.ts';
import { type ChangeFeed, openChangeFeed } from './services/change-feed.ts';
import { mailerPlugin } from './services/mailer.ts';
import { inlinePdf, sandboxedPdf } from './services/pdfs.ts';
import type { DeliveryOptions } from './services/push/sender.ts';
import type { ShopSettings } from './services/shop-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** Tells every API process on the database that the catalogue or the content changed. */
    changes: ChangeFeed;
    /** How Web Push messages reach the push services (`BuildOptions.pushDelivery`). */
    pushDelivery: DeliveryOptions;
  }
}

export type App = FastifyInstance;

const ONE_MB = 1024 * 1024;

/** A link's token in a query string (the newsletter's confirm and unsubscribe links) is a secret too. */
const withoutTokens = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[Redacted]');
const YEAR_SECONDS = 365 * 24 * 3600;

/** Content-Security-Policy the shop runs under: own scripts only; the contact map is the one outside frame. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    // react-toastify and Swiper set inline styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: [
      "'self'",
      'https://www.google.com',
      'https://maps.google.com',
      'https://www.openstreetmap.org',
    ],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
};

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Web Push delivery settings, e.g. an HTTPS agent that trusts a test's own push service. */
  pushDelivery?: DeliveryOptions;
};

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options;
  const app = createServer(options);
  closeSlowBodies(app.server, config.httpTimeouts);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await decorateApp(app, options);
  await registerPlugins(app, config);
  await registerRoutes(app, config);
  return app;
}

/** Fields that never reach the log. */
const redactedFields = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.device_token',
  '*.new_password',
  '*.sms_code',
  '*.code_hash',
  '*.password_hash',
  '*.card_number',
  '*.card_cvc',
  '*.card_expiry',
];

function loggerOptions(config: Config, logStream: BuildOptions['logStream']) {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: redactedFields,
    serializers: {
      err: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutTokens(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    mixin: requestIdMixin,
    ...(logStream ? { stream: logStream } : {}),
  };
}

function createServer({ config, logStream }: BuildOptions): App {
  return Fastify({
    logger: loggerOptions(config, logStream),
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: ONE_MB,
    ...serverTimeoutOptions(config.httpTimeouts),
    frameworkErrors,
    clientErrorHandler,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
}

async function decorateApp(app: App, options: BuildOptions) {
  const { config, database } = options;
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);
  const changes = await openChangeFeed(database);
  app.decorate('changes', changes);
  app.addHook('onClose', () => changes.close());
  app.decorate('pushDelivery', options.pushDelivery ?? {});
  app.decorate('staffEvents', staffEventsFor(config.publicUrl));
  app.decorate('shopSettings', { read: readSettings } satisfies ShopSettings);
}

async function registerPlugins(app: App, config: Config) {
  await app.register(requestIdPlugin);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bookshop API',
        version: '1.0.0',
        description: 'Arabic-first bookshop and publisher API',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The native shell's pages come from the app itself; bearer tokens (no cookies) make this safe.
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    maxAge: 600,
    // The reader reads a book by ranges: the shell's page must see which part of how much it got.
    exposedHeaders: ['x-request-id', 'content-range', 'accept-ranges'],
  });
  await app.register(rateLimitPlugin);
  await app.register(clientAuthPlugin);
  await app.register(staffAuthPlugin);
  await app.register(mailerPlugin);
  await app.register(jobQueuePlugin);
  await app.register(rateLimitSweepJob);
  await app.register(mailOutboxWorker);
  await app.register(metricsPlugin);
}

async function registerRoutes(app: App, config: Config) {
  await app.register(
    async (api) => {
      // API answers over 1 KB go out compressed (the built files are compressed ahead, at build time),
      // brotli at a quality that costs little CPU per answer; PDFs and pictures are left alone.
      await api.register(compress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      });
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );
  // Off in production unless API_DOCS says so: the map of every route is no reader's business.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(shareRoutes);
  await app.register(resizedMediaRoutes);

  registerStaticFiles(app, config);

  // The shop is a single page with a hash router: only `/` (and `/index.html`) is the page, served by
  // the static files above. Any other path that is no file, no media and no API route is a 404, never
  // the page: a monitor asking for /metrics, or a scanner for /wp-admin, must not read a 200.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/' && existsSync(path.join(config.webDist, 'index.html'))) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', config.webDist);
    }
    return reply.status(404).send({ message: commonMessages.notFound[request.lang], code: 'not_found' });
  });
}

function registerStaticFiles(app: App, config: Config) {
  if (config.s3) {
    app.register(bucketMediaRoutes);
  } else {
    registerMediaFolder(app, config);
  }
  if (existsSync(config.webDist)) registerWebFiles(app, config);
}

function registerMediaFolder(app: App, config: Config) {
  // A new data folder has no media yet: the folder is made, so the first cover uploaded is served.
  mkdirSync(config.mediaDir, { recursive: true });
  app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Uploads in progress and anything else hidden never reach readers.
    dotfiles: 'ignore',
    maxAge: '1d',
    setHeaders(res, filePath) {
      // Covers and PDFs are public: the native shell (another origin) shows them too.
      res.header('cross-origin-resource-policy', 'cross-origin');
      // An uploaded PDF is shown inline, named, in a sandbox: never with the shop's origin.
      if (filePath.endsWith('.pdf')) sandboxedPdf(res, inlinePdf(path.basename(filePath)));
    },
  });
}

/** The page, the service worker and the app's manifest: a new release shows on the next visit. */
const RELEASED_WITH_THE_PAGE = /^(index\.html|sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

/**
 * How long a browser keeps a file of the build. Vite puts content-hashed files under assets/: they
 * never change under the same name. The page and what is released with it are asked again each
 * visit. The rest (the logo, the seal, the icons, the flags, pdf.js's fonts) change seldom and are
 * drawn several times on one page: a day, rather than a request each time they are drawn.
 */
function webFileCache(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return `public, max-age=${YEAR_SECONDS}, immutable`;
  if (RELEASED_WITH_THE_PAGE.test(path.basename(filePath))) return 'no-cache';
  return 'public, max-age=86400';
}

function registerWebFiles(app: App, config: Config) {
  app.register(fastifyStatic, {
    root: config.webDist,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    // The build writes a brotli and a gzip copy of every text file; each reader gets the best it accepts.
    preCompressed: true,
    // Source maps would publish the shop's source: kept for error reports, served only outside production.
    allowedPath: (pathName) => config.env !== 'production' || !pathName.endsWith('.map'),
    setHeaders(res, filePath) {
      res.header('cache-control', webFileCache(filePath));
    },
  });
}
