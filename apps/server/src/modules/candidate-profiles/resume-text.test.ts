import { deflateRawSync, crc32 } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { extractResumeText, UnreadableDocumentError } from './resume-text.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' as const;

/** A ZIP of one stored-deflated entry, written by hand so the test controls the sizes exactly. */
function zipOf(name: string, content: Buffer): Buffer {
  const compressed = deflateRawSync(content, { level: 9 });
  const nameBytes = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const centralOffset = local.length + nameBytes.length + compressed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBytes, compressed, central, nameBytes, end]);
}

describe('extractResumeText', () => {
  it('reads a real DOCX', async () => {
    const doc = new Document({ sections: [{ children: [new Paragraph('Priya Raman'), new Paragraph('Data engineer, Lisbon')] }] });
    const text = await extractResumeText(await Packer.toBuffer(doc), DOCX);
    expect(text).toBe('Priya Raman\nData engineer, Lisbon');
  });

  it('refuses a small DOCX that expands past the caps, without stalling the event loop', async () => {
    // 200 MiB of XML text compressed to a few hundred KB
    const xml = Buffer.alloc(200 * 1024 * 1024, 'a');
    xml.write('<w:document><w:body><w:p><w:r><w:t>', 0);
    const bomb = zipOf('word/document.xml', xml);
    expect(bomb.length).toBeLessThan(1024 * 1024);

    let ticks = 0;
    let longestGap = 0;
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks += 1;
    }, 20);
    try {
      await expect(extractResumeText(bomb, DOCX, { timeoutMs: 8_000, heapMb: 96 })).rejects.toBeInstanceOf(UnreadableDocumentError);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0);
    // the work ran in another process: the event loop kept ticking (generous bound for a loaded machine)
    expect(longestGap).toBeLessThan(1_000);
  }, 30_000);

  it('stops a document that takes longer than the deadline', async () => {
    const doc = new Document({ sections: [{ children: [new Paragraph('Slow reader')] }] });
    await expect(extractResumeText(await Packer.toBuffer(doc), DOCX, { timeoutMs: 1, heapMb: 96 })).rejects.toThrow(/longer than 1 ms/);
  });
});
