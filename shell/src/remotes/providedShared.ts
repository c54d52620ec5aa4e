// The @bento/ui entries the heavy first screens draw with (the editor's and the site editor's grid and box links)
// beyond what the shell's own code imports. Federation's host provides only the shared modules it imports: these
// bare imports put them in main.js as eager shared modules, so a remote uses the shell's copies instead of
// fetching its own once main.js has run (issue 17: one more round trip before the grid on a phone).
import '@bento/ui/grid';
import '@bento/ui/boxLinks';
