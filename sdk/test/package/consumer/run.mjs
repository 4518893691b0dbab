// Runs the compiled consumer against the base URL given as the first argument and prints its outcome.
import { callThroughPackage } from './call.js';

console.log(JSON.stringify(await callThroughPackage(process.argv[2])));
