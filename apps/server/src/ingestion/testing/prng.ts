export { bytewise, createRandom, type Random } from '../../lib/prng';
