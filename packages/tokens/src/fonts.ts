// The self-hosted variable Inter font, so pages and screenshots render the same on every machine.
import '@fontsource-variable/inter';
