// Stands in for an image webpack would emit as a file: jest only needs its URL.
module.exports = 'test-file-stub.svg';
