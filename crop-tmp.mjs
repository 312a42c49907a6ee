import sharp from 'sharp';
const [file, out, top, height, width] = process.argv.slice(2);
const img = sharp(file);
const m = await img.metadata();
const w = Number(width || m.width);
const h = Math.min(Number(height), m.height - Number(top));
await sharp(file).extract({ left: 0, top: Number(top), width: m.width, height: h }).resize({ width: w }).toFile(out);
console.log(out, m.width, m.height);
