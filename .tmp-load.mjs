import autocannon from "autocannon";
const [url, unique] = [process.argv[2], process.argv[3] === "unique"];
const r = await autocannon({ url, connections: 10, duration: 8, idReplacement: unique });
console.log(`${(r.requests.total / r.duration).toFixed(0)} req/s p99 ${r.latency.p99} ms non2xx ${r.non2xx}`);
