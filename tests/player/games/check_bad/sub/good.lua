return { fine = true }
