import { mount } from 'svelte';
import App from './App.svelte';
import './styles/theme.css';
import './styles/base.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element to mount into.');

export default mount(App, { target });
