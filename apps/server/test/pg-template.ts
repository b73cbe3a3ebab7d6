import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/index.ts';
import { openJobQueue } from '../src/platform/jobs.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated PostgreSQL database (with the queue's schema) each test file copies with CREATE DATABASE … TEMPLATE */
    pgTemplate: string;
  }
}

const adminQuery = async (adminUrl: string, text: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
};

/**
 * Global set-up of the server-pg project: migrates one template database once per run, so each test file's
 * fresh database is a file copy instead of every migration and the queue's install run again.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `tm_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await database.migrate();
    const queue = await openJobQueue({ sql: database.sql, log: Fastify({ logger: false }).log });
    await queue.stop();
  } finally {
    await database.close();
  }
  project.provide('pgTemplate', name);
  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  };
}
