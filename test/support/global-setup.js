const { bundleEsmOnlyPackages } = require('./bundle-esm-only-packages');

module.exports = async () => bundleEsmOnlyPackages();
