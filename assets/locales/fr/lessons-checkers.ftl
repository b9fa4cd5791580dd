# The checkers rules book (translation pending).
