# The checkers rules book.
