# The gounki rules book.
