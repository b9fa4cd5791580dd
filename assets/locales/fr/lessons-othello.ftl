# The othello rules book (translation pending).
